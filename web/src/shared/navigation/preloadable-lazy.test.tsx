import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy';

function Panel({ name }: { name: string }) {
  return <p>Panel {name}</p>;
}

function renderInSuspense(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="one" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, with no fallback shown first', async () => {
    const load = jest.fn(() => Promise.resolve(Panel));
    const Preloadable = preloadableLazy(load);
    await Preloadable.preload();
    renderInSuspense(Preloadable);
    // Synchronously: React.lazy would show the fallback here and the panel a tick later.
    expect(screen.getByText('Panel one')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, loading the module once', async () => {
    let arrive: (component: typeof Panel) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Panel>((resolve) => (arrive = resolve)));
    const Preloadable = preloadableLazy(load);
    renderInSuspense(Preloadable);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const preloaded = Preloadable.preload(); // the same download, not a second one
    arrive(Panel);
    expect(await screen.findByText('Panel one')).toBeInTheDocument();
    await preloaded;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles its preload, never rejecting, when the module fails to load', async () => {
    const Preloadable = preloadableLazy(() => Promise.reject(new Error('chunk failed')));
    await expect(Preloadable.preload()).resolves.toBeUndefined();
  });
});
