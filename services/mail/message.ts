/**
 * A mail's words, once: the plain-text part and the HTML part are both rendered from this, so
 * they never say different things (services/mail/render.tsx).
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A discount code, set large and on its own so it is easy to select and copy. */
  | { type: 'code'; label: string; code: string }
  /** Words someone wrote (a contact message), kept as written, line breaks and all. */
  | { type: 'quote'; label: string; text: string }
  /** Labelled values, one a line (the sender of a contact message). */
  | { type: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'button'; label: string; href: string }

export type MailContent = {
  /** The language the mail is written in (BCP 47, its `<html lang>`): mail apps and screen readers read it in it. */
  lang: string
  /** The line a mail app shows beside the subject. */
  preview: string
  /** The greeting line, if the mail has one ("Hello Ana,"). */
  greeting?: string
  blocks: MailBlock[]
  /** Closing lines: who the mail is from. */
  signature: string[]
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text
    case 'code':
      return `${block.label}: ${block.code}`
    case 'quote':
      return `${block.label}\n\n${block.text}`
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'button':
      return `${block.label}: ${block.href}`
  }
}

/** The plain-text part: blocks a blank line apart, as a person would type it. */
export function mailText(content: MailContent): string {
  return [...(content.greeting ? [content.greeting] : []), ...content.blocks.map(blockText), content.signature.join('\n')].join('\n\n')
}
