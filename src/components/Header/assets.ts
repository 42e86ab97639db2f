/** Static images under public/images (precached by the service worker). */
export const DEFAULT_LOGO = "/images/logos/default.svg";
export const DEFAULT_AVATAR = "/images/avatars/default.svg";
/** Spec 2/9: company 280 has its own default avatar. */
export const DEFAULT_AVATAR_280 = "/images/avatars/default-280.svg";

/** `/images/logos/{companyCode}.svg`; a code that is not a plain token gets the default logo. */
export function logoSrc(companyCode: string | null | undefined): string {
  return companyCode && /^[A-Za-z0-9_-]{1,40}$/.test(companyCode)
    ? `/images/logos/${companyCode}.svg`
    : DEFAULT_LOGO;
}

export function defaultAvatarSrc(companyId: number | string | null | undefined): string {
  return Number(companyId) === 280 ? DEFAULT_AVATAR_280 : DEFAULT_AVATAR;
}

/** A thumbnail is used only when it is an http(s) URL or a same-origin path. */
export function avatarSrc(
  imgUrl: string | null | undefined,
  companyId: number | string | null | undefined,
): string {
  const usable = imgUrl && (/^https?:\/\//i.test(imgUrl) || /^\/(?!\/)/.test(imgUrl));
  return usable ? imgUrl : defaultAvatarSrc(companyId);
}
