import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

/** The paths of the scripts a page downloads from now on (entry, preloads and lazy chunks alike). */
export function watchScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The npm packages whose code is inside the built scripts, read from their source maps: a chunk's
 * file name says which module Rolldown named it after, not everything it holds.
 */
export function packagesIn(scripts: Iterable<string>): Set<string> {
  const packages = new Set<string>();
  for (const source of sourcesIn(scripts)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
    if (name) packages.add(name);
  }
  return packages;
}

/** The source files the built scripts were made from, as their source maps name them. */
export function sourcesIn(scripts: Iterable<string>): string[] {
  return [...scripts].flatMap((script) => (JSON.parse(readFileSync(path.join(CLIENT_DIR, `${script}.map`), 'utf8')) as { sources: string[] }).sources);
}
