export type Fact = { label: string; value: string }
export type Faq = { question: string; answer: string }
export type Offer = {
  name: string
  /** e.g. '$49' */
  price: string
  per: string
  /** A second price line, e.g. 'or $129 for 3 months'. */
  note?: string
  description: string
  features: string[]
  cta: { label: string; to: string }
  highlighted?: boolean
}

export type CoursePageContent = {
  /** The page's h1. */
  title: string
  eyebrow: string
  intro: string
  facts: Fact[]
  classes: { title: string; intro: string; offers: Offer[] }
  practice: { title: string; intro: string; items: { title: string; text: string }[] }
  faqs: Faq[]
}
