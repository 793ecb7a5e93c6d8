import type { ServiceForm } from '../../../shared/api/services'

/** The stored columns of a validated form (money in paise, rates in basis points, the net price computed once). */
export function serviceColumns(form: ServiceForm) {
  return {
    name: form.name,
    hsn: form.hsn ?? null,
    discountType: form.discountType,
    discountValue: form.discount,
    price: form.price,
    taxBasisPoints: form.taxPercent,
    netPrice: form.netPrice,
    durationMinutes: form.durationMinutes,
    description: form.description ?? null,
    active: form.active,
  }
}
