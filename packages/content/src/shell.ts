/** The page shell: header, footer, skip link. spec 000 §2 "Shell footer links". */
export const shell = {
  skipLink: 'Skip to main content',
  logoLabel: 'NHS login homepage',
  logoAlt: 'NHS',
  serviceName: 'NHS login',
  footerHeading: 'Support links',
  footerLinks: [
    { text: 'Terms of use', href: '/terms-and-conditions' },
    { text: 'Cookies', href: '/cookies' },
    { text: 'Accessibility', href: '/accessibility' },
    { text: 'Help Centre', href: 'https://help.login.nhs.uk/', external: true },
  ],
  copyright: '© Crown copyright',
  serviceStatusLabel: 'Service status',
  spinnerLabel: 'Loading, please wait',
} as const;
