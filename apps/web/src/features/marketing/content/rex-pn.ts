import { paths } from '@/config/paths'
import type { CoursePageContent } from './course-types'

/** /Rexpn. Regular class prices are those of the ReX-PN live-lecture package. */
export const REX_PN: CoursePageContent = {
  title: 'REx-PN and CPNRE preparation',
  eyebrow: 'ReX PN / CPNRE',
  intro:
    'Online classes and practice resources for practical nurses writing the REx-PN (Ontario and British Columbia) or the CPNRE, taught by Canadian nurses who know the scope of practical nursing.',
  facts: [
    { label: 'REx-PN questions', value: '90-150' },
    { label: 'REx-PN format', value: 'Adaptive' },
    { label: 'Results', value: 'In 2-4 weeks' },
    { label: 'Result', value: 'Pass / fail' },
  ],
  classes: {
    title: 'Online classes',
    intro:
      'Live classes cover the competencies both exams test, with extra time on scope of practice, prioritization and safe medication administration.',
    offers: [
      {
        name: 'Regular online classes',
        price: '$39',
        per: 'per month',
        description: 'Live small-group classes twice a week, in Eastern Time.',
        features: [
          'Two live classes a week, 2 hours each',
          'Groups of up to 25 students',
          'Case-based practice for REx-PN and CPNRE',
          'Recordings of every class in your student area',
        ],
        cta: { label: 'Enrol in classes', to: paths.signup },
        highlighted: true,
      },
      {
        name: 'Private online classes',
        price: '$349',
        per: 'for 10 one-to-one hours',
        note: 'more hours at $35 each',
        description: 'One-to-one sessions scheduled around your shifts and your weak areas.',
        features: [
          'A study plan built from your baseline test',
          'Flexible times, evenings and weekends included',
          'Targeted review after each practice exam',
        ],
        cta: { label: 'Ask about private classes', to: paths.contactUs },
      },
    ],
  },
  practice: {
    title: 'Practice resources',
    intro: 'Everything you need between classes, in your student area.',
    items: [
      {
        title: 'Practice tests',
        text: 'Build tests by subject in tutor or timed mode, then review each question with its explanation.',
      },
      {
        title: 'Recorded lectures and notes',
        text: 'Watch lessons again at your own pace and download study notes by subject.',
      },
      {
        title: 'Study calendars',
        text: '3-, 6- and 12-week schedules and a learning assessment tracker to keep you on plan.',
      },
      {
        title: 'Webinars',
        text: 'Free live sessions on exam strategy and high-yield topics, with questions answered live.',
      },
    ],
  },
  faqs: [
    {
      question: 'What are the REx-PN and the CPNRE?',
      answer:
        'They are the entry-to-practice exams for practical nurses in Canada. The REx-PN (Regulatory Exam - Practical Nurse) is used in Ontario and British Columbia; most other provinces and territories use the CPNRE (Canadian Practical Nurse Registration Examination). Your regulator decides which one you write.',
    },
    {
      question: 'What is the passing score?',
      answer:
        'There is no fixed percentage. The REx-PN compares your ability to a passing standard as you answer; the CPNRE uses a cut score set by panels of practising nurses. Both exams report pass or fail.',
    },
    {
      question: 'How should I prepare?',
      answer:
        'Start with a baseline practice test, spend most of your time on your two weakest areas, and practise in long timed blocks so the full exam does not feel like a marathon. Book once your practice scores are steady for several weeks.',
    },
    {
      question: 'When will I get my results?',
      answer:
        'Results come from your regulator, not the test centre. Most candidates receive them within 2-4 weeks.',
    },
    {
      question: 'How many questions are on the exam?',
      answer:
        'The REx-PN gives you between 90 and 150 questions: it is adaptive and ends once it is confident of your result. The CPNRE is a fixed set of multiple-choice questions that every candidate in a sitting answers.',
    },
  ],
}
