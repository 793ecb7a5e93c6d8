/** Name and place lists shared by the demo seed and the bulk generator (Bangalore area). */

// prettier-ignore
export const MALE_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rahul', 'Rohan', 'Karthik', 'Suresh', 'Ramesh', 'Manjunath',
  'Naveen', 'Praveen', 'Santosh', 'Vinay', 'Harish', 'Girish', 'Prakash', 'Mahesh', 'Ganesh', 'Shiva',
  'Abhishek', 'Siddharth', 'Varun', 'Nikhil', 'Akash', 'Deepak', 'Sandeep', 'Anil', 'Sunil', 'Vijay',
  'Rajesh', 'Mohan', 'Kiran', 'Chetan', 'Darshan', 'Pavan', 'Yash', 'Tejas', 'Mohammed', 'Imran',
  'Farhan', 'Joseph', 'Anthony', 'Sachin', 'Vikram', 'Ajay', 'Lokesh', 'Raghav', 'Srinivas', 'Venkatesh',
] as const

// prettier-ignore
export const FEMALE_NAMES = [
  'Priya', 'Ananya', 'Divya', 'Kavya', 'Lakshmi', 'Meera', 'Pooja', 'Sneha', 'Swathi', 'Deepa',
  'Shwetha', 'Bhavana', 'Rashmi', 'Sahana', 'Nandini', 'Aishwarya', 'Anjali', 'Shruti', 'Pallavi', 'Sowmya',
  'Keerthi', 'Harini', 'Ramya', 'Sindhu', 'Vidya', 'Asha', 'Geetha', 'Usha', 'Radha', 'Sunitha',
  'Fatima', 'Ayesha', 'Sana', 'Mary', 'Sharon', 'Neha', 'Isha', 'Riya', 'Tanvi', 'Varsha',
] as const

// prettier-ignore
export const LAST_NAMES = [
  'Sharma', 'Rao', 'Reddy', 'Gowda', 'Shetty', 'Hegde', 'Nayak', 'Kulkarni', 'Patil', 'Iyer',
  'Iyengar', 'Nair', 'Menon', 'Pillai', 'Kumar', 'Naidu', 'Murthy', 'Prasad', 'Bhat', 'Kamath',
  'Acharya', 'Desai', 'Joshi', 'Gupta', 'Singh', 'Verma', 'Agarwal', 'Khan', 'Shaikh', 'Ahmed',
  'DSouza', 'Fernandes', 'Pinto', 'Rodrigues', 'Srinivasan', 'Krishnan', 'Subramanian', 'Chandra', 'Mehta', 'Jain',
  'Das', 'Banerjee', 'Mishra', 'Pandey', 'Yadav', 'Hiremath', 'Kaur', 'Thomas', 'George', 'Varghese',
] as const

export interface Place {
  locality: string
  city: string
  state: string
  pin: string
}

const blr = (locality: string, pin: string): Place => ({ locality, city: 'Bengaluru', state: 'Karnataka', pin })

/** Localities: mostly Bengaluru, a few towns around it. */
// prettier-ignore
export const PLACES: readonly Place[] = [
  blr('Koramangala', '560034'), blr('Indiranagar', '560038'), blr('Whitefield', '560066'), blr('Electronic City', '560100'),
  blr('Jayanagar', '560041'), blr('JP Nagar', '560078'), blr('BTM Layout', '560076'), blr('HSR Layout', '560102'),
  blr('Marathahalli', '560037'), blr('Hebbal', '560024'), blr('Yelahanka', '560064'), blr('Malleshwaram', '560003'),
  blr('Rajajinagar', '560010'), blr('Basavanagudi', '560004'), blr('Banashankari', '560070'), blr('Bellandur', '560103'),
  blr('KR Puram', '560036'), blr('Vijayanagar', '560040'), blr('RT Nagar', '560032'), blr('Kengeri', '560060'),
  blr('Hennur', '560043'), blr('Bommanahalli', '560068'), blr('Yeshwanthpur', '560022'), blr('Rajarajeshwari Nagar', '560098'),
  { locality: 'Kuvempunagar', city: 'Mysuru', state: 'Karnataka', pin: '570023' },
  { locality: 'SS Puram', city: 'Tumakuru', state: 'Karnataka', pin: '572102' },
  { locality: 'Mathigiri', city: 'Hosur', state: 'Tamil Nadu', pin: '635110' },
  { locality: 'Devanahalli Town', city: 'Devanahalli', state: 'Karnataka', pin: '562110' },
  { locality: 'Ramanagara Town', city: 'Ramanagara', state: 'Karnataka', pin: '562159' },
  { locality: 'Anekal Town', city: 'Anekal', state: 'Karnataka', pin: '562106' },
]

// prettier-ignore
export const LANDMARKS = [
  'Near Metro Station', 'Opp. Bus Stand', 'Behind Government School', 'Near Ganesha Temple', 'Next to Police Station',
  'Near Bakery', 'Opp. Park', 'Near Water Tank', 'Beside Petrol Bunk', 'Near Post Office',
] as const

/** Bengaluru area RTO codes for registration numbers (KA01 Koramangala … KA53 KR Puram). */
export const RTO_CODES = ['01', '02', '03', '04', '05', '41', '50', '51', '53'] as const

/** Quotes a list of strings as a PostgreSQL array literal for the generate_series SQL. */
export function sqlTextArray(items: readonly string[]): string {
  return `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]`
}
