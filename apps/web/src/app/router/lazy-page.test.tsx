import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPage, preloadPage, type TPageModule } from './lazy-page';

function Loaded() {
  return <p>loaded page</p>;
}
const loadedModule: TPageModule = { default: Loaded };

describe('LazyPage', () => {
  it('shows a spinner, then the loaded screen', async () => {
    const loader = vi.fn(() => Promise.resolve(loadedModule));
    render(<LazyPage loader={loader} />);
    expect(screen.getByTestId('route-spinner')).toBeInTheDocument();
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, without a spinner, and imports it once', async () => {
    const loader = vi.fn(() => Promise.resolve(loadedModule));
    await Promise.all([preloadPage(loader), preloadPage(loader)]);
    render(<LazyPage loader={loader} />);
    expect(screen.getByText('loaded page')).toBeInTheDocument();
    expect(screen.queryByTestId('route-spinner')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the screen, which imports again', async () => {
    const loader = vi
      .fn<() => Promise<TPageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loadedModule);
    await preloadPage(loader);
    render(<LazyPage loader={loader} />);
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows a load error when the import fails, and Retry imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const loader = vi
      .fn<() => Promise<TPageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loadedModule);
    render(<LazyPage loader={loader} />);
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('Կրկին փորձել');
    await user.click(screen.getByTestId('load-error-retry'));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up after the time-out', async () => {
    const loader = vi.fn(() => new Promise<TPageModule>(() => undefined));
    render(<LazyPage loader={loader} timeoutMs={30} />);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('reports a chunk or stylesheet preload failure (vite:preloadError) as a load error', async () => {
    const user = userEvent.setup();
    const loader = vi
      .fn<() => Promise<TPageModule>>()
      .mockReturnValueOnce(new Promise<TPageModule>(() => undefined))
      .mockResolvedValue(loadedModule);
    render(<LazyPage loader={loader} />);
    expect(screen.getByTestId('route-spinner')).toBeInTheDocument();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('load-error-retry'));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });
});
