import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:4998' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, Math.round(r!.lhr.categories.performance.score! * 100), 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
  const boot = (a['bootup-time'].details as any)?.items?.slice(0, 6).map((i: any) => `${i.url.split('/').pop()} ${Math.round(i.total)}/${Math.round(i.scripting)}/${Math.round(i.scriptParseCompile)}`);
  console.log('  bootup', boot?.join(' | '));
  const mt = (a['mainthread-work-breakdown'].details as any)?.items?.map((i: any) => `${i.groupLabel} ${Math.round(i.duration)}`);
  console.log('  main', mt?.join(' | '));
  const lt = (a['long-tasks'].details as any)?.items?.slice(0, 8).map((i: any) => `${i.url.split('/').pop()}@${Math.round(i.startTime)}:${Math.round(i.duration)}`);
  console.log('  long', lt?.join(' | '));
}
await chrome.kill();
