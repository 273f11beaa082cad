/** Live updates: the connection indicator and the broadcast API's refusal. */
export const live = {
  offline: 'Offline — changes will show when the connection is back',
  foreignTopic: 'You can only broadcast to your own topic.',
}
