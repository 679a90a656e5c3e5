import { paths } from '@/config/paths'
import type { CoursePageContent } from './course-types'

/**
 * /nclex-rn. The regular batch prices are those of the live-lecture packages sold in the student
 * area (Live Lectures); question-bank prices are not written here: the page reads /api/plans.
 */
export const NCLEX_RN: CoursePageContent = {
  title: 'NCLEX-RN preparation',
  eyebrow: 'NCLEX RN',
  intro:
    'Everything you need to pass the Next Generation NCLEX-RN: live online batches with Canadian RN instructors, and a question bank that trains the clinical judgment the exam measures.',
  facts: [
    { label: 'Questions', value: '85-150' },
    { label: 'Time limit', value: 'Up to 5 hours' },
    { label: 'Format', value: 'Computer adaptive' },
    { label: 'Result', value: 'Pass / fail' },
  ],
  classes: {
    title: 'Live online batches',
    intro:
      'Learn each part of the test plan with an instructor, ask questions as you go, and practise NGN case studies together. Classes run online in Eastern Time and every session is recorded.',
    offers: [
      {
        name: 'Regular batch',
        price: '$49',
        per: 'per month',
        note: 'or $129 for 3 months',
        description: 'Small-group live classes on a fixed weekly schedule.',
        features: [
          'Three live classes a week, 2 hours each',
          'Groups of up to 25 students',
          'Covers every client-needs area of the test plan',
          'NGN case walk-throughs and exam strategy',
          'Recordings of every class in your student area',
        ],
        cta: { label: 'Enrol in a batch', to: paths.signup },
        highlighted: true,
      },
      {
        name: 'Private batch',
        price: '$399',
        per: 'for 10 one-to-one hours',
        note: 'more hours at $40 each',
        description: 'One-to-one coaching on your schedule, built around your weak areas.',
        features: [
          'A personal study plan from your baseline test',
          'Sessions booked at times that suit you',
          'Focused review of your practice-test analytics',
          'Ideal for a retake after a Candidate Performance Report',
        ],
        cta: { label: 'Ask about private batches', to: paths.contactUs },
      },
    ],
  },
  practice: {
    title: 'Question bank',
    intro:
      'Practise on your own, on any device, with questions written to the current NCLEX-RN test plan. Every plan includes every feature; only the length differs.',
    items: [
      {
        title: 'Tutor and timed modes',
        text: 'See the answer and explanation after each question, or practise against a one-hour clock with pause and resume.',
      },
      {
        title: 'Traditional and Next Gen',
        text: 'Single-answer questions plus case studies, select-all-that-apply, matrix and fill-in items.',
      },
      {
        title: 'Review and notes',
        text: 'Go back through any finished test one question at a time, with explanations and your own notes.',
      },
      {
        title: 'Analytics by subject',
        text: 'Points scored, correct, incorrect and unanswered questions for each subject of the test plan.',
      },
    ],
  },
  faqs: [
    {
      question: 'Who is the NCLEX-RN for?',
      answer:
        'Graduates of registered nursing programs who want to register as an RN in a Canadian province other than Quebec, or in a US state. Internationally educated nurses write it once their nursing regulator has confirmed they are eligible.',
    },
    {
      question: 'How long is the exam, and how is it scored?',
      answer:
        'You answer between 85 and 150 questions in up to 5 hours. The exam is computer adaptive and stops when it is 95% certain your ability is above or below the passing standard. The result is pass or fail; there is no percentage score.',
    },
    {
      question: 'What is the difference between the regular and the private batch?',
      answer:
        'The regular batch is a small group that follows a fixed weekly schedule through the whole test plan. The private batch is one-to-one: your instructor builds sessions around your own weak areas and your timetable.',
    },
    {
      question: 'Do I need the question bank if I join a batch?',
      answer:
        'Classes teach the content and the reasoning; the question bank is where you practise it under exam conditions. Most students combine a batch with the 3-month plan.',
    },
    {
      question: 'What if I miss a live class?',
      answer:
        'Every class is recorded and appears in your student area under Videos, usually the same day.',
    },
    {
      question: 'Does my plan renew automatically?',
      answer:
        'No. Plans never renew on their own and your card is not charged again. When your access ends you can renew from Buy subscription, and your past tests and analytics are kept.',
    },
    {
      question: 'When should I book my exam?',
      answer:
        'We recommend booking once you reach high or very high scores in four consecutive readiness assessments. One good day can be luck; four in a row is a pattern.',
    },
  ],
}
