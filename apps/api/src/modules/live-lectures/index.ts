/** Live lectures' public interface: a lecture row as the API shows it (with its join link). */
export { toLecture } from './live-lectures.service'
