/**
 * A DNS server for tests (the real protocol over UDP, `dns2`), started on a random loopback port.
 * Answers the records of its zone table; any other name is NXDOMAIN. The table can change while it runs.
 */
import dns2 from 'dns2';

const { Packet } = dns2;
/**
 * NXDOMAIN, "no such name" (RFC 1035 §4.1.1). dns2 3.0.0 has `Packet.RCODE` at run time but not in its
 * types, and 3.1 declares Node 22 (README, "Node.js").
 */
const NXDOMAIN = 3;

export interface ZoneEntry {
  CNAME?: string[];
  A?: string[];
  AAAA?: string[];
}

export interface FakeDns {
  /** `127.0.0.1:port`, for `Resolver.setServers` and the `DNS_SERVERS` setting. */
  readonly server: string;
  readonly zone: Map<string, ZoneEntry>;
  close(): Promise<void>;
}

export async function startFakeDns(zone: Record<string, ZoneEntry> = {}): Promise<FakeDns> {
  const table = new Map(Object.entries(zone));
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      const entry = table.get(name);
      if (!question || !entry) {
        response.header.rcode = NXDOMAIN;
        send(response);
        return;
      }
      // Plain records, as dns2's own examples push them (its types ask for an encoder the packet supplies).
      const answer = (record: object) =>
        response.answers.push({ name: question.name, class: Packet.CLASS.IN, ttl: 60, ...record } as never);
      if (question.type === Packet.TYPE.CNAME)
        for (const domain of entry.CNAME ?? []) answer({ type: Packet.TYPE.CNAME, domain });
      if (question.type === Packet.TYPE.A)
        for (const address of entry.A ?? []) answer({ type: Packet.TYPE.A, address });
      if (question.type === Packet.TYPE.AAAA)
        for (const address of entry.AAAA ?? []) answer({ type: Packet.TYPE.AAAA, address });
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => dns.once('listening', () => resolve()));
  await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const address = dns.addresses().udp as { port: number };
  return {
    server: `127.0.0.1:${address.port}`,
    zone: table,
    close: async () => {
      await dns.close();
    },
  };
}
