import { msg } from '@lingui/core/macro'
import { BikeIcon } from 'lucide-react'
import { defineAction, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'
import type { SelectedRow } from '../types'

/** A drive still to happen (booked, rescheduled or a no-show): it may be moved, completed or cancelled. */
const open = (row: SelectedRow) => row.status === 'booked' || row.status === 'rescheduled' || row.status === 'no_show'
const notFinal = rowRule(open, msg`This test drive is already completed or cancelled`)
const upcoming = rowRule((row) => row.status === 'booked' || row.status === 'rescheduled', msg`Only a booked or rescheduled test drive`)
const completed = rowRule((row) => row.status === 'completed', msg`Feedback can be given once the test drive is completed`)

/** The moves of a drive (issue 17): a new day and slot, the outcome, the customer's feedback. The spec names no buttons: 'edit'. */
const reschedule = defineAction(
  'reschedule',
  msg`Reschedule`,
  ['edit'],
  { kind: 'one', rules: [notFinal] },
  { keywords: ['move', 'slot', 'date'] },
)
const complete = defineAction(
  'complete',
  msg`Mark completed`,
  ['edit'],
  { kind: 'one', rules: [upcoming] },
  { keywords: ['done', 'finished', 'status'] },
)
const noShow = defineAction(
  'noShow',
  msg`Mark no-show`,
  ['edit'],
  { kind: 'one', rules: [upcoming] },
  { keywords: ['absent', 'missed', 'status'] },
)
const feedback = defineAction(
  'feedback',
  msg`Add feedback`,
  ['edit'],
  { kind: 'one', rules: [completed] },
  { keywords: ['rating', 'review'] },
)

export default defineScreen({
  id: 'testdrive',
  order: 70,
  route: '/admin/testdrive',
  title: msg`Test Drive`,
  need: { screen: 'TestDrive' },
  icon: BikeIcon,
  keywords: ['test ride'],
  // Issue 17. Delete cancels the drive (its place is given back; Undo books it again while the slot has room).
  toolbar: [
    { use: 'add', title: msg`Create Test Drive` },
    'edit',
    'view',
    { use: 'delete', title: msg`Cancel test drive`, rules: [notFinal] },
    // A worker for every selected drive (one service centre's).
    { use: 'assign', many: true },
    reschedule,
    complete,
    noShow,
    feedback,
    'logs',
  ],
})
