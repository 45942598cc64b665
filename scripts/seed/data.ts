import type { CountryCode } from '../../src/shared/domain/regions';

/**
 * Word lists for fake members: common first and last names among North American Muslims and their
 * neighbours, most common first (the generator picks early entries more often), and where people live.
 */

export const MALE_FIRST_NAMES = [
  'Muhammad', 'Ahmed', 'Ali', 'Omar', 'Yusuf', 'Ibrahim', 'Hassan', 'Hussein', 'Mustafa', 'Abdullah',
  'Khalid', 'Bilal', 'Hamza', 'Zaid', 'Tariq', 'Imran', 'Adam', 'Idris', 'Ismail', 'Jamal',
  'Karim', 'Mahmoud', 'Nabil', 'Rashid', 'Salman', 'Sami', 'Tahir', 'Usman', 'Waleed', 'Yahya',
  'Zakariya', 'Amir', 'Anwar', 'Ayman', 'Faisal', 'Farid', 'Hakim', 'Harun', 'Jibril', 'Kamal',
  'Mansour', 'Mikail', 'Nasir', 'Qasim', 'Rami', 'Saif', 'Suleiman', 'Younes', 'Ziad', 'Daniel',
  'David', 'James', 'Michael', 'John', 'Robert', 'Malik', 'Dawud', 'Isa', 'Musa', 'Nuh',
  'Faruq', 'Haroon', 'Luqman', 'Marwan', 'Osama', 'Reza', 'Shahid', 'Talha', 'Uthman', 'Zubair',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Fatima', 'Aisha', 'Maryam', 'Khadija', 'Zainab', 'Amina', 'Sara', 'Noor', 'Hana', 'Layla',
  'Yasmin', 'Aaliyah', 'Asma', 'Hafsa', 'Huda', 'Iman', 'Jamila', 'Lina', 'Malak', 'Nadia',
  'Rania', 'Ruqayya', 'Safiya', 'Samira', 'Sumaya', 'Zahra', 'Amira', 'Dina', 'Farah', 'Habiba',
  'Inaya', 'Jannah', 'Leila', 'Mona', 'Nasreen', 'Rahma', 'Salma', 'Sana', 'Shireen', 'Yusra',
  'Zara', 'Hind', 'Lubna', 'Maha', 'Nour', 'Rabia', 'Sakina', 'Tasnim', 'Umm Kulthum', 'Wafa',
  'Sarah', 'Emily', 'Jessica', 'Ashley', 'Jennifer', 'Hajar', 'Bushra', 'Maysa', 'Ayesha', 'Zoë',
] as const;

export const LAST_NAMES = [
  'Khan', 'Ahmed', 'Ali', 'Hussain', 'Rahman', 'Hassan', 'Mohamed', 'Abdullah', 'Ibrahim', 'Malik',
  'Siddiqui', 'Chaudhry', 'Qureshi', 'Sheikh', 'Iqbal', 'Aziz', 'Karim', 'Saleh', 'Haddad', 'Nasser',
  'Farouk', 'Mansour', 'Omar', 'Yousef', 'Said', 'Hamid', 'Rashid', 'Jaber', 'Darwish', 'Khalil',
  'Mahmoud', 'Mustafa', 'Osman', 'Abbas', 'Bakr', 'Suleiman', 'Younis', 'Zaman', 'Ansari', 'Baig',
  'Bhatti', 'Butt', 'Dar', 'Hashmi', 'Javed', 'Mirza', 'Naqvi', 'Rizvi', 'Shah', 'Syed',
  'Al-Amin', 'Al-Hashimi', 'Abdi', 'Warsame', 'Jama', 'Farah', 'Diallo', 'Bah', 'Toure', 'Sow',
  'Muhammad', 'Bey', 'Shakur', 'Johnson', 'Williams', 'Brown', 'Smith', 'Jones', 'Davis', 'Miller',
  'Yilmaz', 'Kaya', 'Demir', 'Çelik', 'Sahin', 'Hosseini', 'Karimi', 'Rahimi', 'Tehrani', 'Noorani',
  "O'Brien", 'Delgado', 'Nguyen', 'Begum', 'Akhtar', 'Anjum', 'Latif', 'Ghani', 'Sadiq', 'Wahab',
] as const;

/**
 * [state or province, country, weight, cities, postal prefix]: weights roughly follow where members
 * live, about a quarter of them in Canada. The prefix is a ZIP code's first digit (its zone) or the
 * first letter of a Canadian postal code (its province or district).
 */
export const PLACES: readonly (readonly [string, CountryCode, number, readonly string[], string])[] = [
  ['California', 'US', 120, ['Los Angeles', 'San Jose', 'Anaheim', 'Fremont', 'San Diego', 'Sacramento'], '9'],
  ['New York', 'US', 110, ['New York', 'Brooklyn', 'Queens', 'Buffalo', 'Albany'], '1'],
  ['Texas', 'US', 95, ['Houston', 'Dallas', 'Irving', 'Austin', 'San Antonio', 'Plano'], '7'],
  ['Illinois', 'US', 80, ['Chicago', 'Bridgeview', 'Naperville', 'Schaumburg'], '6'],
  ['Michigan', 'US', 75, ['Dearborn', 'Detroit', 'Hamtramck', 'Ann Arbor', 'Troy'], '4'],
  ['New Jersey', 'US', 70, ['Paterson', 'Jersey City', 'Newark', 'Edison'], '0'],
  ['Virginia', 'US', 55, ['Falls Church', 'Alexandria', 'Sterling', 'Richmond'], '2'],
  ['Florida', 'US', 50, ['Miami', 'Orlando', 'Tampa', 'Jacksonville'], '3'],
  ['Pennsylvania', 'US', 45, ['Philadelphia', 'Pittsburgh', 'Allentown'], '1'],
  ['Maryland', 'US', 45, ['Baltimore', 'Silver Spring', 'Columbia', 'Gaithersburg'], '2'],
  ['Ohio', 'US', 40, ['Columbus', 'Cleveland', 'Toledo', 'Cincinnati'], '4'],
  ['Minnesota', 'US', 40, ['Minneapolis', 'Saint Paul', 'Rochester'], '5'],
  ['Georgia', 'US', 35, ['Atlanta', 'Clarkston', 'Savannah'], '3'],
  ['Massachusetts', 'US', 30, ['Boston', 'Cambridge', 'Worcester'], '0'],
  ['Washington', 'US', 25, ['Seattle', 'Kent', 'Redmond', 'Spokane'], '9'],
  ['Arizona', 'US', 20, ['Phoenix', 'Tempe', 'Tucson'], '8'],
  ['North Carolina', 'US', 20, ['Charlotte', 'Raleigh', 'Durham'], '2'],
  ['Connecticut', 'US', 12, ['Hartford', 'New Haven'], '0'],
  ['Indiana', 'US', 12, ['Indianapolis', 'Fort Wayne'], '4'],
  ['Missouri', 'US', 12, ['St. Louis', 'Kansas City'], '6'],
  ['Tennessee', 'US', 12, ['Nashville', 'Memphis'], '3'],
  ['Wisconsin', 'US', 10, ['Milwaukee', 'Madison'], '5'],
  ['Colorado', 'US', 10, ['Denver', 'Aurora'], '8'],
  ['Oregon', 'US', 8, ['Portland', 'Beaverton'], '9'],
  ['Kentucky', 'US', 8, ['Louisville', 'Lexington'], '4'],
  ['Nevada', 'US', 6, ['Las Vegas', 'Reno'], '8'],
  ['Oklahoma', 'US', 5, ['Oklahoma City', 'Tulsa'], '7'],
  ['Utah', 'US', 4, ['Salt Lake City'], '8'],
  ['Louisiana', 'US', 4, ['New Orleans', 'Baton Rouge'], '7'],
  ['Alabama', 'US', 4, ['Birmingham', 'Huntsville'], '3'],
  ['South Carolina', 'US', 4, ['Columbia', 'Charleston'], '2'],
  ['Iowa', 'US', 3, ['Des Moines', 'Cedar Rapids'], '5'],
  ['Kansas', 'US', 3, ['Wichita', 'Overland Park'], '6'],
  ['Nebraska', 'US', 3, ['Omaha', 'Lincoln'], '6'],
  ['New Mexico', 'US', 2, ['Albuquerque'], '8'],
  ['Arkansas', 'US', 2, ['Little Rock'], '7'],
  ['Mississippi', 'US', 2, ['Jackson'], '3'],
  ['Delaware', 'US', 2, ['Wilmington'], '1'],
  ['Rhode Island', 'US', 2, ['Providence'], '0'],
  ['New Hampshire', 'US', 1, ['Manchester'], '0'],
  ['Idaho', 'US', 1, ['Boise'], '8'],
  ['Hawaii', 'US', 1, ['Honolulu'], '9'],
  ['West Virginia', 'US', 1, ['Charleston'], '2'],
  ['Maine', 'US', 1, ['Portland', 'Lewiston'], '0'],
  ['North Dakota', 'US', 1, ['Fargo'], '5'],
  ['South Dakota', 'US', 1, ['Sioux Falls'], '5'],
  ['Montana', 'US', 1, ['Billings'], '5'],
  ['Alaska', 'US', 1, ['Anchorage'], '9'],
  ['Vermont', 'US', 1, ['Burlington'], '0'],
  ['Wyoming', 'US', 1, ['Cheyenne'], '8'],
  ['Ontario', 'CA', 170, ['Toronto', 'Mississauga', 'Ottawa', 'Hamilton', 'London'], 'M'],
  ['Quebec', 'CA', 70, ['Montreal', 'Laval', 'Quebec City'], 'H'],
  ['Alberta', 'CA', 55, ['Calgary', 'Edmonton'], 'T'],
  ['British Columbia', 'CA', 45, ['Vancouver', 'Surrey', 'Burnaby'], 'V'],
  ['Manitoba', 'CA', 10, ['Winnipeg'], 'R'],
  ['Nova Scotia', 'CA', 6, ['Halifax'], 'B'],
  ['Saskatchewan', 'CA', 6, ['Saskatoon', 'Regina'], 'S'],
  ['New Brunswick', 'CA', 2, ['Moncton', 'Fredericton'], 'E'],
  ['Newfoundland and Labrador', 'CA', 1, ["St. John's"], 'A'],
];

export const EMAIL_DOMAINS = ['example.org', 'example.com', 'example.net'] as const;

/** Area codes for the fictional 555-01xx numbers, so no real person is ever called. */
export const AREA_CODES = ['212', '313', '312', '410', '571', '617', '646', '713', '732', '818', '416', '514'] as const;

export const APPLICATION_REASONS = [
  'I lost my job when the warehouse closed and I am behind on rent for two months. I am looking for work every day.',
  'My husband had surgery and cannot work for three months. We need help with utilities and groceries for our four children.',
  'Our car broke down and I need it to get to my night shifts at the hospital. The repair costs more than I can pay right now.',
  'I am a widow raising two children on a part-time income, and the school fees and winter heating bills are more than I can cover.',
  'A medical bill from an emergency room visit went to collections, and I want to settle it without taking an interest-bearing loan.',
  'I am a student working two jobs; my hours were cut and I cannot pay this semester tuition balance before the deadline.',
] as const;

export const REVIEW_TEXTS: readonly (readonly [string, string])[] = [
  ['A community that truly cares', 'Joining was simple, and the way the fund is explained gave me real confidence in the project.'],
  ['Finally, an interest-free option', 'I have waited years for something like this. The transparency page answers every question I had.'],
  ['Great idea, waiting for Phase 2', 'Signing up took two minutes. I invited my whole family and we are all looking forward to the launch.'],
  ['Clear and trustworthy', 'The Shariah framework is well explained and the team answered my e-mail within a day. Recommended.'],
  ['Helpful support', 'I had trouble verifying my phone and the support team fixed it quickly. The dashboard is easy to use.'],
  ['Good start', 'A promising start. I would like to see more detail on how beneficiaries are chosen, but I trust the process.'],
];
