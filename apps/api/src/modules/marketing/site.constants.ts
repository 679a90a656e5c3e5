export const CONTACT_KEY = 'contact-details'
