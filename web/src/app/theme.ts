import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';

const CONTROL_LABELS: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

// primaryShade 8: white text on Mantine's default shade 6 fails colour contrast.
// Default props give Mantine's icon-only controls the accessible names it leaves
// out. Plain objects rather than `Modal.extend(...)`: importing the components
// here would pull Modal, Pagination and their dependencies into the login page.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine names this toggle "Toggle password visibility", which a label
    // lookup for "Password" also matches; the field keeps its own label.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({ 'aria-label': CONTROL_LABELS[control] }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
  },
});

/**
 * Mantine's dimmed text (gray 6 on white, dark 2 on dark), placeholders (gray 5, dark 3; a file
 * input's is text axe measures, 2.1:1) and error messages (red 6 on white 3.3:1, red 8 on dark
 * 3.4:1) are below 4.5:1 contrast.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-placeholder': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[4],
  },
});

/** Dark mode is remembered per browser; no inline script (CSP `script-src 'self'`). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'backoffice-color-scheme' });
