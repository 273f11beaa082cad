/** Mensagens de campo de todos os formulários. */
export const validation = {
  required: 'Preencha este campo.',
  email: 'Digite um endereço de e-mail válido.',
  tooLong: 'Este texto é longo demais.',
  passwordLength: 'A senha precisa ter pelo menos 6 caracteres.',
  passwordTooLong: 'A senha pode ter no máximo 72 caracteres.',
  usernameLength: 'O nome de usuário precisa ter de 3 a 30 caracteres.',
  messageLength: 'Escreva pelo menos 10 caracteres.',
  number: 'Digite um número.',
  rateRange: 'Digite um valor por hora acima de 0 e de no máximo 1.000.000.',
  amountRange: 'Digite um valor igual ou maior que 0.',
  currency: 'Escolha uma das moedas da lista.',
  choice: 'Escolha uma das opções da lista.',
  fileType: 'A foto precisa ser um arquivo PNG, JPEG ou WebP.',
  fileSize: 'A foto pode ter no máximo 2 MB.',
  summary: 'Corrija os campos marcados.',
  identifierRequired: 'Informe um e-mail ou telefone e uma senha.',
}
