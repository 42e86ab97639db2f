import { expect, test } from "@playwright/test";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { noticeIdByTitle } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// Push in Chromium: the DevTools protocol hands the worker a push message (what a push service
// would deliver, decrypted), the worker shows it, and a click on it opens the notice.

test("my page never asks on its own; a push shows a notification whose click opens the notice", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const noticeId = await noticeIdByTitle(request, "");
  await login(page);
  await page.goto("/user");
  const section = page.getByRole("region", { name: "알림" });
  await expect(section.getByRole("switch", { name: "이 기기에서 알림 받기" })).not.toBeChecked();
  // The categories are shown, but their state is not asserted: native.spec.ts turns the shell's
  // fcmYn off for the same account, possibly at the same time (the defaults: push-web.test.ts).
  await expect(section.getByRole("checkbox", { name: "공지사항" })).toBeVisible();
  await expect(section.getByRole("checkbox", { name: "결재 대기" })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe("default");

  // What the switch's click would have obtained from the user.
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const message = {
    type: "notice",
    title: "새 공지사항",
    body: "시스템 점검 안내",
    url: `/noticeDetail/${noticeId}`,
    icon: "/images/logos/HANBIT.svg",
    noticeId,
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        data: n.data as unknown,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: "새 공지사항",
      body: "시스템 점검 안내",
      icon: new URL("/images/logos/HANBIT.svg", baseURL).href,
      data: { url: `/noticeDetail/${noticeId}` },
    },
  ]);

  // The click, as the browser would dispatch it to the worker.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // Worker globals (the e2e files are typed for Node and the page).
    const scope = globalThis as unknown as {
      registration: { getNotifications(): Promise<unknown[]> };
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/noticeDetail/${noticeId}$`));
  await expect.poll(shown).toEqual([]); // closed by the click
});
