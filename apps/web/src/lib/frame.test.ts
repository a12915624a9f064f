import { describe, expect, it } from 'vitest';
import { driveAnimationFrames } from '@/testing/animation-frames';
import { readInFrame, writeInFrame } from './frame';

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
