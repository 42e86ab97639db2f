/** English server texts; keys must match ko.ts exactly. */
import type { MessageKey } from "../keys";

export const en = {
  OK: "Done.",
  UNAUTHORIZED: "Your sign-in is no longer valid. Please sign in again.",
  TOKEN_EXPIRED: "Your sign-in token has expired.",
  TOKEN_PARSE_ERROR: "Your sign-in token could not be read.",
  FORBIDDEN: "You don't have permission to do this.",
  NOT_FOUND: "We couldn't find what you were looking for.",
  VALIDATION_ERROR: "Please check what you entered.",
  TOO_MANY_REQUESTS: "Too many attempts. Please wait a moment and try again.",
  INTERNAL_ERROR: "There is a problem with the server. Contact the manager.",
  BAD_REQUEST: "The request could not be processed.",
  CONFLICT: "This conflicts with another change. Please refresh and try again.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This data format is not supported.",
  // Login, verification, passwords, sessions (server/modules/auth, session, company)
  "auth.wrongCredentials": "Check your ID or password and try again.",
  "auth.accountLocked": "Your account is locked. Please contact the administrator.",
  "auth.passwordUnreadable": "Your password could not be read. Reload the page and try again.",
  "auth.verificationRequired": "The first login on the day requires authentication.",
  "auth.codeSent": "Certification code has been sent.",
  "auth.codeMismatch": "The verification code does not match.",
  "auth.codeExpired": "The authentication time has expired. Complete verification in 2 minutes.",
  "auth.codeLocked": "You entered a wrong code 5 times. Please request a new code.",
  "auth.codeResendLimit": "You can request a new code in {seconds} seconds.",
  "auth.noContact":
    "There is no registered mobile phone number or email. Please contact the administrator.",
  "auth.userNotFound": "The user does not exist.",
  "auth.temporaryPasswordSent":
    "A temporary password has been sent to your registered contact. Sign in with it, then change your password.",
  "auth.passwordRules":
    "It violates the password rules. Use 8 to 32 characters with upper and lower case letters, digits and special characters (@$!#%*?&).",
  "auth.passwordCommon": "This password is too common. Please choose another one.",
  "auth.passwordSame": "The new password must be different from the current one.",
  "auth.currentPasswordWrong": "The current password is incorrect.",
  "auth.passwordChanged": "Password Changed.",
  "auth.passwordExpired":
    "It has been 90 days since you changed your password. Please change your password.",
  "auth.loginLimited": "Too many failed sign-in attempts. Try again in {minutes} minutes.",
  "auth.loggedOut": "You have been signed out.",
  "company.notMember": "You do not belong to this company.",
  "notify.codeSubject": "[Group Portal] Your verification code",
  "notify.codeText": "Your Group Portal verification code is {code}. Enter it within 2 minutes.",
  "notify.temporaryPasswordSubject": "[Group Portal] Your temporary password",
  "notify.temporaryPasswordText":
    "Someone asked to reset your Group Portal password. Your temporary password is {password}; it is valid for 24 hours. Sign in and change it right away. If you did not ask for this, ignore this message: your current password keeps working.",
  // Embedded CAS service pages (server/cas)
  "cas.title": "Group Portal sign-in",
  "cas.intro": "One account for every service in the group.",
  "cas.language": "Language",
  "cas.idLabel": "ID",
  "cas.passwordLabel": "Password",
  "cas.submit": "Sign in",
  "cas.idRequired": "Please enter your ID.",
  "cas.passwordRequired": "Please enter your password.",
  "cas.idAndPasswordRequired": "Please enter your ID and password.",
  "cas.formExpired": "This sign-in page has expired. Please try again.",
  "cas.unknownServiceTitle": "Application not allowed",
  "cas.unknownServiceText":
    "This application is not registered for single sign-on. Please check the address you opened.",
  "cas.loggedInTitle": "Signed in",
  "cas.loggedInText": "You are signed in. You can go back to the application you wanted to use.",
  "cas.loggedOutTitle": "Signed out",
  "cas.loggedOutText":
    "You have been signed out of single sign-on. For your security, close your browser.",
  "cas.backToLogin": "Back to sign-in",
  // Portal (server/modules/{user,menu,favorite,board,...}, plugins/idempotency)
  "portal.favorite.nameAndUrlInvalid": "Check the text and URL format.",
  "portal.favorite.nameInvalid": "Check the text.",
  "portal.favorite.urlRequired": "Check the address.",
  "portal.favorite.urlInvalid": "Check the URL format.",
  "portal.favorite.deleteNeedsId": "The favorite to delete was not specified.",
  "portal.favorite.tooMany": "You can save up to 100 favorites.",
  "portal.duplicateId": "The same item appears more than once.",
  "portal.menu.unknownItem": "The list contains an item that is not in this menu.",
  "portal.menu.otherAuthority": "You can only change the menu of your own authority.",
  "portal.idempotencyKeyInvalid":
    "The Idempotency-Key must be 8 to 128 characters of letters, digits, _ and -.",
  "portal.idempotencyKeyReused":
    "This Idempotency-Key was already used for a different request. Please try again with a new key.",
  "portal.vacationCompanyOnly": "Vacation information is not available for your current company.",
  "portal.notYourIdentity": "This does not match the signed-in user.",
  "portal.handover.invalidUrl": "This address cannot be opened. Please check the path.",
  "portal.handover.hostNotAllowed": "This site is not allowed.",
  "organization.searchWordRequired": "Please enter a search term.",
  "validation.unstorableText": "This contains characters that cannot be saved.",
} satisfies Record<MessageKey, string>;
