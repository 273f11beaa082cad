/** Atualizações ao vivo: o indicador de conexão e a recusa da API de broadcast. */
export const live = {
  offline: 'Offline — as alterações aparecerão quando a conexão voltar',
  foreignTopic: 'Você só pode transmitir para o seu próprio tópico.',
}
