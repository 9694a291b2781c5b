import net from 'node:net';

type S3Mode = 'up' | 'refusing' | 'silent';

/**
 * What the app servers reach as S3 (PORTS.s3): a TCP front of the S3 server that a drill switches
 * between passing connections through (`up`), refusing them (`refusing`: nothing listens, as a
 * store that is down) and taking them and never answering (`silent`: as a store that hangs). On a
 * switch the connections already open are cut, so the app servers' kept-alive ones meet the new
 * mode too.
 */
export class S3Front {
  mode: S3Mode = 'up';
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;

  constructor(
    private readonly port: number,
    private readonly storePort: number,
  ) {}

  async switchTo(mode: S3Mode) {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (mode === 'refusing') {
      const server = this.server;
      this.server = undefined;
      if (server) await new Promise((resolve) => server.close(resolve));
    } else if (!this.server) {
      const server = net.createServer((socket) => this.accept(socket));
      await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
      this.server = server;
    }
  }

  private accept(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
    if (this.mode === 'silent') return; // read nothing, answer nothing
    const store = net.connect(this.storePort, '127.0.0.1');
    this.sockets.add(store);
    store.on('error', () => socket.destroy());
    store.on('close', () => {
      this.sockets.delete(store);
      socket.destroy();
    });
    socket.on('close', () => store.destroy());
    socket.pipe(store).pipe(socket);
  }

  stop() {
    return this.switchTo('refusing');
  }
}
