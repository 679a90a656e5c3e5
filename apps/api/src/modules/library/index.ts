/** The library's public interface: the link to a media key (open under public/, else signed). */
export { mediaUrl } from './library.service'
