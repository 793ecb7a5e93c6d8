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
