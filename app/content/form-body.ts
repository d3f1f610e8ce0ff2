/** What a form route answers to a request that is not its form (app/lib/form-body.ts). */
export const formBodyCopy = {
  postOnly: 'This address takes a form sent with POST.',
  notAForm: 'This address takes a form: send it as application/x-www-form-urlencoded or multipart/form-data.',
  unreadable: 'The form could not be read: it arrived cut short or malformed. Please send it again.',
} as const
