import type { Navigation } from '../../core/shared/navigation.port';

/** Records navigations instead of leaving the page. */
export class RecordingNavigation implements Navigation {
  readonly visited: string[] = [];
  reloads = 0;
  assign(url: string): void {
    this.visited.push(url);
  }
  reload(): void {
    this.reloads += 1;
  }
}
