import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { OTHER_THEME } from '../testing/test-cities';
import { useDeploymentLinks } from './deployment-links';
import { useErrorStore } from './errors-store';
import { useLoading } from './loading';
import { useNotification } from './notifications';
import { PlatformProviders } from './PlatformProviders';

const links = { contact: 'https://www.citypass-barcelona.com/contact', customerServices: 'https://www.citypass-barcelona.com/customer-services' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProviders brand={OTHER_THEME} links={links}>
    {children}
  </PlatformProviders>
);

describe('PlatformProviders', () => {
  it('supplies the brand theme to styled components', () => {
    const Brand = styled.p`
      font-family: ${({ theme }) => theme.fonts.heading};
    `;
    render(<Brand>{OTHER_THEME.displayName}</Brand>, { wrapper });
    expect(getComputedStyle(screen.getByText('Other City Pass')).fontFamily).toContain('Georgia');
  });

  it('holds notification state: notify opens it, close resets it', () => {
    const { result } = renderHook(() => useNotification(), { wrapper });
    expect(result.current.notification).toEqual({ active: false, title: '', message: '' });
    act(() => result.current.notify({ title: 'There was a problem', message: 'Something went wrong, please try again' }));
    expect(result.current.notification).toEqual({
      active: true,
      title: 'There was a problem',
      message: 'Something went wrong, please try again',
    });
    act(() => result.current.close());
    expect(result.current.notification.active).toBe(false);
  });

  it('maps error names to messages and clears them all', () => {
    const { result } = renderHook(() => useErrorStore(), { wrapper });
    act(() => result.current.setError('attractionList', 'Something went wrong, please try again'));
    act(() => result.current.setError('attraction', 'Something went wrong, please refresh the page'));
    expect(result.current.errors).toEqual({
      attractionList: 'Something went wrong, please try again',
      attraction: 'Something went wrong, please refresh the page',
    });
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });

  it("supplies the deployment's links", () => {
    const { result } = renderHook(() => useDeploymentLinks(), { wrapper });
    expect(result.current).toEqual(links);
  });

  it('switches the loading flag', () => {
    const { result } = renderHook(() => useLoading(), { wrapper });
    expect(result.current.loading).toBe(false);
    act(() => result.current.setLoading(true));
    expect(result.current.loading).toBe(true);
  });

  it('names the missing provider when a hook is used without one', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNotification())).toThrow('useNotification must be used inside <NotificationProvider>');
    expect(() => renderHook(() => useErrorStore())).toThrow('useErrorStore must be used inside <ErrorStoreProvider>');
    expect(() => renderHook(() => useLoading())).toThrow('useLoading must be used inside <LoadingProvider>');
    expect(() => renderHook(() => useDeploymentLinks())).toThrow('useDeploymentLinks must be used inside <DeploymentLinksProvider>');
    consoleError.mockRestore();
  });
});
