import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driveAnimationFrames } from '@/testing/animation-frames';
import { noteScroll, PACE_MS, readInFrame, SCROLL_PACE_MS, SCROLL_SETTLE_MS, writeInFrame, writePaced } from './frame';

describe('frame phases', () => {
  const { nextFrame, pending } = driveAnimationFrames();

  it('runs every read of a frame before any of its writes, whatever the order they were asked in', () => {
    const order: string[] = [];
    writeInFrame(() => order.push('write 1'));
    readInFrame(() => order.push('read 1'));
    writeInFrame(() => order.push('write 2'));
    readInFrame(() => order.push('read 2'));
    expect(order).toEqual([]);
    nextFrame();
    expect(order).toEqual(['read 1', 'read 2', 'write 1', 'write 2']);
  });

  it('asks for one animation frame for all callers, and runs a callback asked for twice once', () => {
    let runs = 0;
    const fn = () => runs++;
    writeInFrame(fn);
    writeInFrame(fn);
    readInFrame(() => {});
    expect(pending()).toBe(1);
    nextFrame();
    expect(runs).toBe(1);
    nextFrame();
    expect(runs).toBe(1);
  });

  it('runs a write asked for by a read in the same frame, and a read asked for by a write in the next', () => {
    const order: string[] = [];
    readInFrame(() => {
      order.push('read');
      writeInFrame(() => {
        order.push('write');
        readInFrame(() => order.push('next read'));
      });
    });
    nextFrame();
    expect(order).toEqual(['read', 'write']);
    nextFrame();
    expect(order).toEqual(['read', 'write', 'next read']);
  });

  it('forgets a cancelled callback', () => {
    let runs = 0;
    const cancel = writeInFrame(() => runs++);
    cancel();
    nextFrame();
    expect(runs).toBe(0);
  });

  it('runs the other callbacks of a frame when one throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    try {
      let ran = false;
      writeInFrame(() => {
        throw new Error('broken view');
      });
      writeInFrame(() => {
        ran = true;
      });
      nextFrame();
      expect(ran).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
      expect(errors).toHaveLength(1);
      expect((errors[0] as Error).message).toBe('broken view');
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});

describe('paced writes', () => {
  const { nextFrame, pending } = driveAnimationFrames();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run in the next frame, then at most once per pace while values keep coming', () => {
    let runs = 0;
    const flush = () => runs++;
    writePaced(flush);
    nextFrame();
    expect(runs).toBe(1);
    // A tick soon after: no frame is asked for until the pace is over.
    vi.advanceTimersByTime(30);
    writePaced(flush);
    expect(pending()).toBe(0);
    vi.advanceTimersByTime(PACE_MS - 31);
    expect(pending()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pending()).toBe(1);
    nextFrame();
    expect(runs).toBe(2);
  });

  it('wait longer while the page scrolls, and go back to the normal pace once it settles', () => {
    let runs = 0;
    const flush = () => runs++;
    writePaced(flush);
    nextFrame();
    noteScroll();
    writePaced(flush);
    vi.advanceTimersByTime(PACE_MS);
    nextFrame();
    expect(runs).toBe(1);
    // Still scrolling: nothing until the scroll pace is over.
    noteScroll();
    vi.advanceTimersByTime(SCROLL_PACE_MS - PACE_MS - 1);
    nextFrame();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1);
    nextFrame();
    expect(runs).toBe(2);
    // Settled: the normal pace again.
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    writePaced(flush);
    vi.advanceTimersByTime(PACE_MS);
    nextFrame();
    expect(runs).toBe(3);
  });

  it('join a frame that writes anyway, before their pace is over', () => {
    const order: string[] = [];
    writePaced(() => order.push('tick 1'));
    nextFrame();
    writePaced(() => order.push('tick 2'));
    writeInFrame(() => order.push('rows'));
    nextFrame();
    expect(order).toEqual(['tick 1', 'rows', 'tick 2']);
  });

  it('can be cancelled', () => {
    let runs = 0;
    const cancel = writePaced(() => runs++);
    cancel();
    nextFrame();
    expect(runs).toBe(0);
  });
});
