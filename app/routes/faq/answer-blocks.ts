export type AnswerBlock = { kind: 'paragraph'; text: string } | { kind: 'steps'; items: string[] }

const step = /^\d+\.\s+/

/**
 * An answer's plain text as blocks: a blank line starts a new block, and a block whose every
 * line starts with "1.", "2."... is a numbered list of steps.
 */
export function answerBlocks(answer: string): AnswerBlock[] {
  return answer
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): AnswerBlock => {
      const lines = block.split('\n').map((line) => line.trim())
      if (lines.length > 1 && lines.every((line) => step.test(line))) {
        return { kind: 'steps', items: lines.map((line) => line.replace(step, '')) }
      }
      return { kind: 'paragraph', text: lines.join(' ') }
    })
}
