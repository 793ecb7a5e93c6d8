/** A valid customer for POST /user/add (the users form of spec 000 section 5), with `over` on top. */
export const customerForm = (mobileNo: string, over: Record<string, unknown> = {}) => ({
  userType: 'user',
  fname: 'Asha',
  lname: 'Rao',
  mobileNo,
  status: 'approved',
  vehicleDetails: {
    passcode: '1234',
    odometer: 10,
    bluetoothId: 'BT-01',
    vehicleNo: 'KA01AB1234',
    vehicleType: 'Retrofit',
    vehicleMake: 'Honda',
    vehicleModel: 'Dio',
  },
  ...over,
})

/** The users form (PUT /user/update) of a worker as stored, with the role `roleId`: an edit that changes nothing else. */
export const workerEditForm = (
  row: { id: string; fname: string; lname: string | null; mobileNo: string; scuId: string | null; branchId: string | null },
  roleId: string | undefined,
) => ({
  userId: row.id,
  userType: 'worker',
  fname: row.fname,
  lname: row.lname,
  mobileNo: row.mobileNo,
  scuId: row.scuId,
  ...(row.branchId ? { branchId: row.branchId } : {}),
  permission: roleId,
})
