import type { Viewport } from '../../core/layout/viewport.port';

/** Viewport backed by the window's width and resize events. */
export class WindowViewport implements Viewport {
  constructor(private readonly win: Window) {}
  width(): number {
    return this.win.innerWidth;
  }
  onResize(listener: (width: number) => void): () => void {
    const handler = () => listener(this.win.innerWidth);
    this.win.addEventListener('resize', handler, { passive: true });
    return () => this.win.removeEventListener('resize', handler);
  }
}
