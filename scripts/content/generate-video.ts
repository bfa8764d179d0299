/**
 * Records the background video for the video hero (content/videos/hero-loop.webm): an animated
 * aurora gradient drawn on a canvas in headless Chromium and captured with MediaRecorder (VP8).
 * Not byte-deterministic (the encoder timestamps frames), so it is committed and only regenerated
 * on request: `node --import tsx scripts/content/generate-video.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CONTENT_ROOT } from '../../src/server/content/library.ts';
import { CHROMIUM_ARGS } from './site.ts';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // A string, not a function: tsx would inject helpers the page does not have.
  const base64 = (await page.evaluate(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 540;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 900000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const seconds = 6;
    const start = performance.now();
    recorder.start();
    await new Promise((done) => {
      const draw = (now) => {
        const t = ((now - start) / 1000 / seconds) * Math.PI * 2;
        g.fillStyle = '#070b1a';
        g.fillRect(0, 0, 960, 540);
        for (let i = 0; i < 4; i++) {
          const x = 480 + Math.sin(t + i * 1.7) * 320;
          const y = 200 + Math.cos(t * 1 + i) * 90;
          const grad = g.createRadialGradient(x, y, 10, x, y, 380);
          const hue = [150, 170, 200, 280][i];
          grad.addColorStop(0, 'hsla(' + hue + ', 90%, 55%, 0.55)');
          grad.addColorStop(1, 'hsla(0, 0%, 0%, 0)');
          g.fillStyle = grad;
          g.fillRect(0, 0, 960, 540);
        }
        g.fillStyle = '#0b1226';
        g.beginPath();
        g.moveTo(0, 540);
        for (let x = 0; x <= 960; x += 40) g.lineTo(x, 430 - Math.abs(Math.sin(x / 130)) * 110 - (x % 160) / 4);
        g.lineTo(960, 540);
        g.fill();
        if (now - start < seconds * 1000) requestAnimationFrame(draw);
        else done();
      };
      requestAnimationFrame(draw);
    });
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  })()`)) as string;
  const file = join(CONTENT_ROOT, 'videos/hero-loop.webm');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`wrote ${file} (${Math.round((base64.length * 0.75) / 1024)} KB)`);
} finally {
  await browser.close();
}
