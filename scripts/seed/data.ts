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

/** [state or province, country, weight, cities]: weights roughly follow where members live. */
export const PLACES: readonly (readonly [string, 'United States' | 'Canada', number, readonly string[]])[] = [
  ['California', 'United States', 120, ['Los Angeles', 'San Jose', 'Anaheim', 'Fremont', 'San Diego', 'Sacramento']],
  ['New York', 'United States', 110, ['New York', 'Brooklyn', 'Queens', 'Buffalo', 'Albany']],
  ['Texas', 'United States', 95, ['Houston', 'Dallas', 'Irving', 'Austin', 'San Antonio', 'Plano']],
  ['Illinois', 'United States', 80, ['Chicago', 'Bridgeview', 'Naperville', 'Schaumburg']],
  ['Michigan', 'United States', 75, ['Dearborn', 'Detroit', 'Hamtramck', 'Ann Arbor', 'Troy']],
  ['New Jersey', 'United States', 70, ['Paterson', 'Jersey City', 'Newark', 'Edison']],
  ['Virginia', 'United States', 55, ['Falls Church', 'Alexandria', 'Sterling', 'Richmond']],
  ['Florida', 'United States', 50, ['Miami', 'Orlando', 'Tampa', 'Jacksonville']],
  ['Pennsylvania', 'United States', 45, ['Philadelphia', 'Pittsburgh', 'Allentown']],
  ['Maryland', 'United States', 45, ['Baltimore', 'Silver Spring', 'Columbia', 'Gaithersburg']],
  ['Ohio', 'United States', 40, ['Columbus', 'Cleveland', 'Toledo', 'Cincinnati']],
  ['Minnesota', 'United States', 40, ['Minneapolis', 'Saint Paul', 'Rochester']],
  ['Georgia', 'United States', 35, ['Atlanta', 'Clarkston', 'Savannah']],
  ['Massachusetts', 'United States', 30, ['Boston', 'Cambridge', 'Worcester']],
  ['Washington', 'United States', 25, ['Seattle', 'Kent', 'Redmond', 'Spokane']],
  ['Arizona', 'United States', 20, ['Phoenix', 'Tempe', 'Tucson']],
  ['North Carolina', 'United States', 20, ['Charlotte', 'Raleigh', 'Durham']],
  ['Connecticut', 'United States', 12, ['Hartford', 'New Haven']],
  ['Indiana', 'United States', 12, ['Indianapolis', 'Fort Wayne']],
  ['Missouri', 'United States', 12, ['St. Louis', 'Kansas City']],
  ['Tennessee', 'United States', 12, ['Nashville', 'Memphis']],
  ['Wisconsin', 'United States', 10, ['Milwaukee', 'Madison']],
  ['Colorado', 'United States', 10, ['Denver', 'Aurora']],
  ['Oregon', 'United States', 8, ['Portland', 'Beaverton']],
  ['Kentucky', 'United States', 8, ['Louisville', 'Lexington']],
  ['Nevada', 'United States', 6, ['Las Vegas', 'Reno']],
  ['Oklahoma', 'United States', 5, ['Oklahoma City', 'Tulsa']],
  ['Utah', 'United States', 4, ['Salt Lake City']],
  ['Louisiana', 'United States', 4, ['New Orleans', 'Baton Rouge']],
  ['Alabama', 'United States', 4, ['Birmingham', 'Huntsville']],
  ['South Carolina', 'United States', 4, ['Columbia', 'Charleston']],
  ['Iowa', 'United States', 3, ['Des Moines', 'Cedar Rapids']],
  ['Kansas', 'United States', 3, ['Wichita', 'Overland Park']],
  ['Nebraska', 'United States', 3, ['Omaha', 'Lincoln']],
  ['New Mexico', 'United States', 2, ['Albuquerque']],
  ['Arkansas', 'United States', 2, ['Little Rock']],
  ['Mississippi', 'United States', 2, ['Jackson']],
  ['Delaware', 'United States', 2, ['Wilmington']],
  ['Rhode Island', 'United States', 2, ['Providence']],
  ['New Hampshire', 'United States', 1, ['Manchester']],
  ['Idaho', 'United States', 1, ['Boise']],
  ['Hawaii', 'United States', 1, ['Honolulu']],
  ['West Virginia', 'United States', 1, ['Charleston']],
  ['Maine', 'United States', 1, ['Portland', 'Lewiston']],
  ['North Dakota', 'United States', 1, ['Fargo']],
  ['South Dakota', 'United States', 1, ['Sioux Falls']],
  ['Montana', 'United States', 1, ['Billings']],
  ['Alaska', 'United States', 1, ['Anchorage']],
  ['Vermont', 'United States', 1, ['Burlington']],
  ['Wyoming', 'United States', 1, ['Cheyenne']],
  ['Ontario', 'Canada', 40, ['Toronto', 'Mississauga', 'Ottawa', 'Hamilton', 'London']],
  ['Quebec', 'Canada', 15, ['Montreal', 'Laval', 'Quebec City']],
  ['Alberta', 'Canada', 12, ['Calgary', 'Edmonton']],
  ['British Columbia', 'Canada', 10, ['Vancouver', 'Surrey', 'Burnaby']],
  ['Manitoba', 'Canada', 3, ['Winnipeg']],
  ['Nova Scotia', 'Canada', 2, ['Halifax']],
  ['Saskatchewan', 'Canada', 2, ['Saskatoon', 'Regina']],
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
