/** The public site's public interface: where the contact details are kept (site_settings key). */
export { CONTACT_KEY } from './site.constants'
