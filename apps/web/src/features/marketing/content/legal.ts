import { paths } from '@/config/paths'

/**
 * The Terms of Service and Privacy Policy: NurseReady's own plain-language drafts. Text in
 * {{double braces}} is a placeholder the business's lawyer must fill in or confirm before
 * launch; the page shows each one highlighted and says the document awaits legal review.
 */
export type LegalSection = { heading: string; paragraphs: string[] }
export type LegalDocument = {
  path: string
  title: string
  summary: string
  sections: LegalSection[]
}

export const LEGAL_REVIEW_NOTICE =
  'Draft for legal review: highlighted text is a placeholder the business must complete before this document takes effect.'

export const TERMS: LegalDocument = {
  path: paths.terms,
  title: 'Terms of Service',
  summary:
    'These terms explain what you can expect from NurseReady and what we expect from you when you use our website, question bank, lectures and live classes.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'NurseReady is operated by {{legal name of the company}}, a company registered in {{province or territory of registration}}, Canada, with its office at {{registered business address}}. In these terms "we" and "us" mean that company and "you" means the person who creates an account.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You need an account to use the student area. Give us your real name and an email address you can read, keep your password to yourself, and tell us at once if you think someone else has used your account. One account is for one person: accounts may not be shared or resold.',
        'You must be at least {{minimum age, e.g. 16}} years old to create an account.',
      ],
    },
    {
      heading: 'Plans, payments and renewals',
      paragraphs: [
        'Question bank plans and live-lecture packages give access for the number of days shown when you buy them. Prices are in Canadian dollars and include {{which sales taxes apply, or "applicable taxes are added at checkout"}}. Plans do not renew automatically: when a plan ends you can buy or renew it again.',
        'Payments are handled by our payment provider; we never see or store your full card number.',
        'Refunds: {{refund policy, e.g. the period in which a refund can be requested and how}}.',
      ],
    },
    {
      heading: 'Using the material',
      paragraphs: [
        'Questions, rationales, notes, videos and recordings are ours or our licensors\u2019 and are provided for your own exam preparation. You may not copy, record, publish, sell or share them, or use automated tools to download them.',
        'Our practice material helps you prepare, but it is not the licensing exam and we cannot promise any result on it. NCLEX, REx-PN, CPNRE and CELBAN are run by independent organizations that are not connected with NurseReady.',
      ],
    },
    {
      heading: 'Live classes, webinars and support chat',
      paragraphs: [
        'Be respectful to instructors and other students. We may remove messages, or suspend an account, that harass others, share exam content that is confidential, or misuse the service.',
        'Class times can change; when they do we will tell enrolled students as early as we can.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can stop using NurseReady at any time and ask us to close your account through the support chat or the contact details on our website. We may suspend or close an account that breaks these terms; {{what happens to unused paid time when an account is closed}}.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: ['{{limitation of liability clause, to be written by counsel}}'],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'If we change these terms we will post the new version here with its date and, for important changes, tell account holders by email before they apply.',
        'These terms are governed by the laws of {{province}} and the federal laws of Canada that apply there.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about these terms: {{legal contact email address}}.',
        'Last updated: {{effective date}}.',
      ],
    },
  ],
}

export const PRIVACY: LegalDocument = {
  path: paths.privacy,
  title: 'Privacy Policy',
  summary:
    'This policy explains what personal information NurseReady collects, why, who we share it with, and the choices you have.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        '{{legal name of the company}} is responsible for the personal information described here. Our privacy officer can be reached at {{privacy officer name and email address}}.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your name, email address and a securely hashed version of your password (never the password itself).',
        'Study activity: the tests you create, your answers, scores, notes on questions, and the webinars and lectures you enrol in, so we can show your progress and analytics.',
        'Purchases: the plans and packages you buy, their dates and amounts. Card details go directly to our payment provider and are not stored by us.',
        'Messages: what you write to us in the support chat or the contact form.',
        'Technical data: the minimum needed to run the service securely, such as sign-in sessions and server logs of requests. We do not use advertising trackers.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To provide your account and the material you paid for, to grade practice tests, to answer your questions, to send emails you need (such as password reset codes), to keep the service secure and to meet legal and accounting obligations. We do not sell personal information.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Service providers that run parts of NurseReady for us, only for that purpose: {{list of processors, e.g. hosting provider, email delivery provider, payment provider}}. Some of them may store information outside Canada, in {{countries}}.',
      ],
    },
    {
      heading: 'What your browser keeps',
      paragraphs: [
        'While you are signed in the app keeps your session token, and the test you are working on, in your browser\u2019s local storage. Logging out removes them.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account and study data while your account is open, and {{retention period after an account is closed}}. Purchase records are kept for {{period required by tax law}}.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can ask to see the personal information we hold about you, to correct it, or to delete your account, by writing to {{privacy contact email address}}. You may also complain to {{the privacy regulator that applies, e.g. the Office of the Privacy Commissioner of Canada}}.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We will post any change to this policy here with its date, and tell account holders by email about important ones.',
        'Last updated: {{effective date}}.',
      ],
    },
  ],
}
