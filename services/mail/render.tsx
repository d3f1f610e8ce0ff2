import { Body, Button, Container, Head, Html, Img, Link, Preview, render, Section, Text } from '@react-email/components'
import type { CSSProperties } from 'react'
import { type MailBlock, type MailContent, mailText } from './message'

/** Who the mail is from, as its header and footer show it. */
export type MailSender = {
  name: string
  /** The shop's public origin: the logo is served from it (no third-party host), links point to it. */
  siteUrl: string
  supportEmail: string
}

// The shop's palette (app/styles/app.css): brand greens on the earth background.
const colour = {
  page: '#faf7f2', // earth-50
  card: '#ffffff',
  text: '#183423', // brand-900
  muted: '#6b4f2c', // earth-700
  accent: '#265336', // brand-700
  codeBackground: '#f1f7f2', // brand-50
  codeBorder: '#8dbd99', // brand-300
  rule: '#e4d5bc', // earth-200
} as const

const font = "'Inter', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const mono = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace"

const style = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: colour.page, color: colour.text, fontFamily: font },
  card: { maxWidth: '600px', width: '100%', margin: '0 auto', backgroundColor: colour.card, borderRadius: '12px', border: `1px solid ${colour.rule}` },
  header: { padding: '24px 28px 8px' },
  logoName: { fontSize: '20px', fontWeight: 700, color: colour.accent, margin: 0 },
  main: { padding: '8px 28px 24px' },
  paragraph: { fontSize: '16px', lineHeight: '26px', color: colour.text, margin: '0 0 16px' },
  label: { fontSize: '15px', lineHeight: '22px', color: colour.text, margin: '8px 0 8px', fontWeight: 600 },
  code: {
    fontFamily: mono,
    fontSize: '28px',
    lineHeight: '36px',
    letterSpacing: '2px',
    fontWeight: 700,
    color: colour.accent,
    backgroundColor: colour.codeBackground,
    border: `2px dashed ${colour.codeBorder}`,
    borderRadius: '8px',
    padding: '14px 12px',
    margin: '0 0 20px',
    textAlign: 'center',
    userSelect: 'all',
    WebkitUserSelect: 'all',
    wordBreak: 'break-all',
  },
  quote: {
    fontSize: '15px',
    lineHeight: '24px',
    color: colour.text,
    margin: '0 0 16px',
    padding: '12px 16px',
    borderLeft: `4px solid ${colour.codeBorder}`,
    backgroundColor: colour.codeBackground,
    whiteSpace: 'pre-wrap',
  },
  detail: { fontSize: '15px', lineHeight: '22px', color: colour.text, margin: '0 0 4px' },
  button: {
    backgroundColor: colour.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '8px',
    padding: '12px 22px',
    textDecoration: 'none',
  },
  footer: { padding: '16px 28px 24px', borderTop: `1px solid ${colour.rule}` },
  footerText: { fontSize: '13px', lineHeight: '20px', color: colour.muted, margin: 0 },
  link: { color: colour.accent },
} satisfies Record<string, CSSProperties>

// Mail apps in dark mode recolour light designs on their own; these rules keep it legible where
// the app honours them (Apple Mail, iOS, Outlook on the web) instead of inverting blindly.
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  /* React Email's Body sets its style on the table cell it wraps the mail in. */
  .mail-body, .mail-body > table > tbody > tr > td { background-color: #10231a !important; color: #e7f0e9 !important; }
  .mail-card { background-color: #183423 !important; border-color: #265336 !important; }
  .mail-text, .mail-detail, .mail-label, .mail-quote { color: #e7f0e9 !important; }
  .mail-muted { color: #d9c8ad !important; }
  .mail-code, .mail-quote { background-color: #10231a !important; color: #b9d7c0 !important; }
  .mail-link, .mail-name { color: #b9d7c0 !important; }
}
@media only screen and (max-width: 620px) {
  .mail-main, .mail-header, .mail-footer { padding-left: 18px !important; padding-right: 18px !important; }
  .mail-code { font-size: 24px !important; }
}`

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text className="mail-text" style={style.paragraph}>
          {block.text}
        </Text>
      )
    case 'code':
      return (
        <>
          <Text className="mail-label" style={style.label}>
            {block.label}
          </Text>
          <Text className="mail-code" style={style.code} data-discount-code="">
            {block.code}
          </Text>
        </>
      )
    case 'quote':
      return (
        <>
          <Text className="mail-label" style={style.label}>
            {block.label}
          </Text>
          <Text className="mail-quote" style={style.quote}>
            {block.text}
          </Text>
        </>
      )
    case 'details':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.rows.map(([label, value]) => (
            <Text key={label} className="mail-detail" style={style.detail}>
              <strong>{label}:</strong> {value}
            </Text>
          ))}
        </Section>
      )
    case 'button':
      return (
        <Section style={{ margin: '8px 0 20px' }}>
          <Button href={block.href} style={style.button}>
            {block.label}
          </Button>
        </Section>
      )
  }
}

/** One mail in the shop's look: logo and name, a single column at most 600px wide, a footer. */
export function ShopMail({ sender, content }: { sender: MailSender; content: MailContent }) {
  return (
    <Html lang={content.lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body className="mail-body" style={style.body}>
        <Container className="mail-card" style={style.card}>
          <Section className="mail-header" style={style.header}>
            <Link href={sender.siteUrl} style={{ textDecoration: 'none' }}>
              <Img
                src={`${sender.siteUrl}/logo.png`}
                width="48"
                height="48"
                alt={sender.name}
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' }}
              />
              <span className="mail-name" style={{ ...style.logoName, display: 'inline-block', verticalAlign: 'middle', marginLeft: '12px' }}>
                {sender.name}
              </span>
            </Link>
          </Section>
          <Section className="mail-main" style={style.main}>
            {content.greeting ? (
              <Text className="mail-text" style={style.paragraph}>
                {content.greeting}
              </Text>
            ) : null}
            {content.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
            <Text className="mail-text" style={style.paragraph}>
              {content.signature.map((line, i) => (
                <span key={i}>
                  {i > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </Text>
          </Section>
          <Section className="mail-footer" style={style.footer}>
            <Text className="mail-muted" style={style.footerText}>
              {sender.name} ·{' '}
              <Link className="mail-link" href={sender.siteUrl} style={style.link}>
                {sender.siteUrl.replace(/^https?:\/\//, '')}
              </Link>{' '}
              ·{' '}
              <Link className="mail-link" href={`mailto:${sender.supportEmail}`} style={style.link}>
                {sender.supportEmail}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** The mail's two parts: HTML in the shop's look, and the same words as plain text. */
export async function renderMail(sender: MailSender, content: MailContent): Promise<{ html: string; text: string }> {
  return { html: await render(<ShopMail sender={sender} content={content} />), text: mailText(content) }
}
