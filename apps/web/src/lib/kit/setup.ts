import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { Root } from 'react-dom/client';
import { createAppRoot } from './root';

/**
 * The UI kit renders toasts and dialogs into their own containers with React 18's legacy
 * `render`, which React 19 removed; this gives it React 19's root API instead
 * (https://mobile.ant.design/guide/v5-for-19).
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createAppRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
