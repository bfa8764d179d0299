/**
 * The exporting account of `bench:api`'s export storm (issue 22 §6), in a process of its own so its
 * requests never share an event loop with the autocannon that measures the other account's latency.
 *
 * `node --import tsx bench/export-storm.ts BASE TOKEN PROJECT_ID MODE COUNT`: prints `ready` and waits.
 * SIGUSR2 starts (or resumes) COUNT loops, each asking for the zip export again as soon as it is answered;
 * after a 429, `polite` waits its Retry-After (as a client should) and `eager` asks again at once.
 * SIGUSR1 pauses them (requests in flight finish). SIGTERM prints `{done, refused, failed, zipBytes}` as
 * JSON on stdout and exits, abandoning the requests in flight.
 */
const [base, token, projectId, mode, count] = process.argv.slice(2);
const tally = { done: 0, refused: 0, failed: 0, zipBytes: 0 };
let running = false;
let loops = 0;

async function exportLoop() {
  loops += 1;
  while (running) {
    try {
      const response = await fetch(`${base}/api/project/make_zip_file_of_project`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sh-auth': token! },
        body: JSON.stringify({ project_id: projectId }),
      });
      const body = await response.arrayBuffer();
      if (response.status === 200) {
        tally.done += 1;
        tally.zipBytes = body.byteLength; // the JSON answer: base64 of the zip and a few fields
      } else if (response.status === 429) {
        tally.refused += 1;
        const wait = mode === 'polite' ? Number(response.headers.get('retry-after') ?? 1) * 1000 : 0;
        await new Promise((resolve) => setTimeout(resolve, wait));
      } else tally.failed += 1;
    } catch {
      tally.failed += 1;
    }
  }
  loops -= 1;
}

process.on('SIGUSR2', () => {
  running = true;
  // Loops still winding down after a pause carry on; start only the missing ones.
  for (let n = loops; n < Number(count); n += 1) void exportLoop();
});
process.on('SIGUSR1', () => {
  running = false;
});
process.once('SIGTERM', () => {
  running = false;
  process.stdout.write(`${JSON.stringify(tally)}\n`, () => process.exit(0));
});
process.stdout.write('ready\n');
setInterval(() => {}, 60_000); // stay alive between signals
