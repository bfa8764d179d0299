/** Host rules of spec §2: the app's local host (where `/` leads in and logout goes to /login). */
import { logoutLeaves } from '../../machines/session.machine.ts';

export function isLocalHost(hostname: string): boolean {
  return logoutLeaves(hostname) === 'login';
}

/** Where `/` goes (spec §2 "Root / redirects by host"). */
export function rootTarget(hostname: string, signedIn: boolean): '/projects' | '/login' | '/page404' {
  if (!isLocalHost(hostname)) return '/page404';
  return signedIn ? '/projects' : '/login';
}
