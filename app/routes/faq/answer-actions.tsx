import { CopyLinkButton } from './copy-link-button'
import { type Helpful, HelpfulFeedback } from './helpful-feedback'

type Props = {
  id: string
  question: string
  helpful: Helpful | undefined
  onHelpful: (value: Helpful) => void
}

/** Under an open answer: 'Was this helpful?' and the link to it, which only work with JavaScript. */
export default function AnswerActions({ id, question, helpful, onHelpful }: Props) {
  return (
    <>
      <HelpfulFeedback value={helpful} onAnswer={onHelpful} />
      <CopyLinkButton id={id} question={question} />
    </>
  )
}
