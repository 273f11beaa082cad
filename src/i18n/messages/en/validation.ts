/** Field messages for every form; schemas name these keys. */
export const validation = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  tooLong: 'This is too long.',
  passwordLength: 'The password must be at least 6 characters.',
  passwordTooLong: 'The password must be at most 72 characters.',
  usernameLength: 'The username must be 3 to 30 characters.',
  messageLength: 'Please write at least 10 characters.',
  number: 'Enter a number.',
  rateRange: 'Enter an hourly rate above 0 and at most 1,000,000.',
  amountRange: 'Enter an amount of 0 or more.',
  currency: 'Choose one of the listed currencies.',
  choice: 'Choose one of the listed options.',
  fileType: 'The picture must be a PNG, JPEG or WebP file.',
  fileSize: 'The picture must be at most 2 MB.',
  summary: 'Please correct the marked fields.',
  identifierRequired: 'You must provide either an email or phone number and a password',
}
