import { describe, expect, it } from 'vitest'
import { answerBlocks } from './answer-blocks'

describe('answerBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(answerBlocks('One\ntwo.\n\n  Three.  \n\n\n')).toEqual([
      { kind: 'paragraph', text: 'One two.' },
      { kind: 'paragraph', text: 'Three.' },
    ])
  })

  it('turns a block of numbered lines into steps', () => {
    expect(answerBlocks('Do this:\n\n1. Plug in.\n2. Test.\n\nDone.')).toEqual([
      { kind: 'paragraph', text: 'Do this:' },
      { kind: 'steps', items: ['Plug in.', 'Test.'] },
      { kind: 'paragraph', text: 'Done.' },
    ])
  })

  it('leaves a lone numbered line as a paragraph', () => {
    expect(answerBlocks('1. Only one')).toEqual([{ kind: 'paragraph', text: '1. Only one' }])
  })
})
