import type { Viewport } from '../../core/layout/viewport.port';

/** A viewport whose width the test sets. */
export class FakeViewport implements Viewport {
  private listeners = new Set<(width: number) => void>();
  constructor(private current = 1440) {}
  width(): number {
    return this.current;
  }
  onResize(listener: (width: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** Changes the width and tells every listener. */
  resize(width: number): void {
    this.current = width;
    this.listeners.forEach((listener) => listener(width));
  }
}
