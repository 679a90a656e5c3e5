/** Our social channels: the footer's icons and the landing page's social cards. */
export const SOCIAL_CHANNELS = [
  {
    key: 'video',
    name: 'YouTube',
    label: 'NurseReady on our video channel',
    href: 'https://www.youtube.com/@nurseready',
  },
  {
    key: 'photo',
    name: 'Instagram',
    label: 'NurseReady on photo sharing',
    href: 'https://www.instagram.com/nurseready',
  },
  {
    key: 'message',
    name: 'WhatsApp',
    label: 'Message NurseReady',
    href: 'https://wa.me/14165550142',
  },
] as const

export type SocialKey = (typeof SOCIAL_CHANNELS)[number]['key']
