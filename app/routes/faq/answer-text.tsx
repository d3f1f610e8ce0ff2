import { answerBlocks } from './answer-blocks'
import { Highlight } from './highlight'

/** An answer's paragraphs and numbered steps. */
export function AnswerText({ answer, query }: { answer: string; query: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-stone-700">
      {answerBlocks(answer).map((block, index) =>
        block.kind === 'steps' ? (
          <ol key={index} className="list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-brand-700">
            {block.items.map((item) => (
              <li key={item}>
                <Highlight text={item} query={query} />
              </li>
            ))}
          </ol>
        ) : (
          <p key={index}>
            <Highlight text={block.text} query={query} />
          </p>
        ),
      )}
    </div>
  )
}
