import { describe, expect, it } from 'vitest';
import { skipScrollStepListeners } from './root';

describe('skipScrollStepListeners', () => {
  it('drops wheel and touchmove listeners and keeps every other one', () => {
    const target = new EventTarget();
    skipScrollStepListeners(target);
    const heard: string[] = [];
    for (const type of ['wheel', 'touchmove', 'click', 'touchstart', 'scroll']) {
      target.addEventListener(type, () => heard.push(type), { passive: true });
      target.dispatchEvent(new Event(type));
    }
    expect(heard).toEqual(['click', 'touchstart', 'scroll']);
  });

  it('leaves other targets alone', () => {
    const skipped = new EventTarget();
    skipScrollStepListeners(skipped);
    const other = new EventTarget();
    let heard = 0;
    other.addEventListener('wheel', () => heard++);
    other.dispatchEvent(new Event('wheel'));
    expect(heard).toBe(1);
  });
});
