import { createFileRoute } from '@tanstack/react-router'
import { discountTableQuery } from '@shared/api/discount.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { DiscountPage } from '@/features/discount/discount-page'

/** The discount coupons screen; its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/discount')({
  validateSearch: tableSearchSchema(discountTableQuery),
  component: DiscountPage,
})
