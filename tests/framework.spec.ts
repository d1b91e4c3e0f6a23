import { expect, test } from './fixtures.ts';
import { frameworkPaths } from '../packages/app/src/framework/frameworkRoutes.ts';
import { appOrigin, appReady, expectHeading, expectNoAxeViolations } from './support.ts';

// The pages of React Router's framework build (issue 55, decision 0075), rendered by the same
// server beside today's build: terms-and-conditions is the first.

test('the policy pages come from the framework build: the router scripts carry the response nonce, nothing breaks the policy, axe passes', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  for (const [path, heading, title] of [
    ['/terms-and-conditions', 'NHS login terms of use', 'NHS login terms of use'],
    ['/privacy', 'NHS login privacy notice', 'NHS login privacy notice'],
    ['/accessibility', 'Accessibility statement for NHS login', 'Accessibility statement'],
    ['/legal-notice', 'Legal notice', 'Legal notice'],
  ] as const) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy'] ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, 'script-src allows the response nonce').toBeTruthy();
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      await appReady(page);
      await expectHeading(page, heading);
      await expect(page).toHaveTitle(`${title} - NHS login`);
      // The framework's files, under their own prefix; every script is the router's, with the nonce.
      await expect(page.locator('link[rel="modulepreload"]').first()).toHaveAttribute('href', /^\/fw-assets\//);
      const scripts = await page
        .locator('script')
        .evaluateAll((els) => els.map((e) => ({ src: e.getAttribute('src'), nonce: (e as HTMLScriptElement).nonce })));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts)
        expect(script.src ?? script.nonce, 'an inline script carries the nonce').toBe(nonce);
      await expectNoAxeViolations(page);
    });
  }
  expect(problems).toEqual([]);
});

test('a link between a framework page and a page of today’s build loads the document, each way, and Back returns', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  const footer = page.getByRole('contentinfo');
  const markDocument = () => page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
  await page.goto('/terms-and-conditions');
  await appReady(page);
  await markDocument();
  await footer.getByRole('link', { name: 'Cookies' }).click();
  await expectHeading(page, 'NHS login cookie policy');
  expect(await sameDocument()).toBe(false);
  await appReady(page);
  await markDocument();
  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expectHeading(page, 'NHS login terms of use');
  expect(await sameDocument()).toBe(false);
  // Between two pages of the framework build, the router navigates in the page.
  await appReady(page);
  await markDocument();
  await footer.getByRole('link', { name: 'Accessibility' }).click();
  await expectHeading(page, 'Accessibility statement for NHS login');
  await expect(page).toHaveTitle('Accessibility statement - NHS login');
  expect(await sameDocument()).toBe(true);
  await page.goBack();
  await expectHeading(page, 'NHS login terms of use');
  await page.goBack();
  await expectHeading(page, 'NHS login cookie policy');
});

test('terms-and-conditions in Welsh from the framework build: the header link chooses it, the page hydrates in Welsh', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  await page.goto('/terms-and-conditions');
  await appReady(page);
  await page.getByRole('link', { name: 'Cymraeg' }).click();
  await expectHeading(page, 'Telerau defnyddio NHS login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await appReady(page);
  await expect(page).toHaveTitle('Telerau defnyddio NHS login - NHS login');
  await expectHeading(page, 'Telerau defnyddio NHS login');
  await expectNoAxeViolations(page);
});

test('a cross-site GET of every framework page and of its data changes no journey (issue 55 item 5)', async ({
  page,
}) => {
  await page.request.get('/terms-and-conditions');
  const journey = (await page.context().cookies()).find((c) => c.name === 'nhsl-journey')?.value;
  expect(journey, 'the first page sealed a journey').toBeTruthy();
  for (const path of [...frameworkPaths().flatMap((p) => [p, `${p}.data`]), '/_root.data']) {
    const res = await page.request.get(path, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['set-cookie'] ?? '', path).not.toContain('nhsl-journey');
  }
  expect((await page.context().cookies()).find((c) => c.name === 'nhsl-journey')?.value).toBe(journey);
});

test('a route module that fails to load as the router navigates: the page asked for is loaded as a document instead, never the page left', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  let failures = 0;
  await page.route('**/fw-assets/accessibility.route-*.js', async (route) => {
    if (failures++ === 0) await route.abort();
    else await route.continue();
  });
  await page.goto('/terms-and-conditions');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expectHeading(page, 'Accessibility statement for NHS login');
  await expect.poll(() => failures).toBe(2);
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
});
