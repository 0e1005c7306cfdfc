/** The provider-branded sign-up variant: /sign-up/velory (000 §2). */
export const BRANDED_SIGN_UP_BRAND = 'velory';

export function isBrandedSignUp(brand: string | undefined): boolean {
  return brand?.toLowerCase() === BRANDED_SIGN_UP_BRAND;
}
