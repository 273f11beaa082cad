import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A test server listening on loopback: its address, and a close that also ends kept-alive connections. */
export interface LoopbackServer {
  url: string
  close(): Promise<void>
}

/**
 * Starts `server` on a free loopback port, the one way the test servers
 * (shops, feeds, a flaky upstream) listen and stop.
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
